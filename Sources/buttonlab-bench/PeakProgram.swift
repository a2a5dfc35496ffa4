/// Peak memory of one process, honestly: a child's ru_maxrss counts the memory of the process that
/// forked it (Linux carries the parent's high-water mark across fork and exec), so the bench, with
/// its fonts and figures loaded, would mask every child below its own size. This launcher is small:
/// `peak FILE PROGRAM ARGS...` runs PROGRAM and writes its peak resident KiB to FILE.
let peakProgramSource = #"""
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <fcntl.h>

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execv(argv[2], argv + 2);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) return 2;
    FILE *out = fopen(argv[1], "w");
    if (out == NULL) return 2;
    fprintf(out, "%ld\n", usage.ru_maxrss);
    fclose(out);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 2;
}
"""#
