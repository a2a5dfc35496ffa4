// The page's script (serve-page writes it); the token is in <meta name="buttonlab-token">.
"use strict";
