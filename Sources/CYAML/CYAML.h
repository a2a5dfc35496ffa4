// Debian's libyaml (libyaml-dev): the event parser behind scenario and --symbols files.
#include <yaml.h>
