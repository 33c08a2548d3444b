// `make test` runs the tests in two phases: first every suite but those named `…RunTests` and
// those of MovieAPIServerTests, in parallel, then those, one test at a time. A test that starts a
// program (the `movies` binary, a helper, xterm, tmux, make, a compiler, a shell) or a server
// (even in this process) belongs to the second: run beside others on two cores, its time limits
// starve. So that such a suite is never left in the first phase unnoticed, the test process of
// that phase (MOVIES_TESTS_IN_PARALLEL=1) installs a seccomp filter before any test runs: execve,
// execveat and listen then fail with EPERM ("Operation not permitted"; Foundation's Process says
// "You don't have permission"), failing the test that tried, whatever code path it took (a test
// helper, MovieKit's own SpawnedProcess, Foundation's Process, a Hummingbird server). The cure is
// to name the suite `…RunTests`.

#include "ParallelPhaseGuard.h"

#if defined(__linux__)
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#endif

static int refusing = 0;

int movies_tests_refuse_programs_and_servers(void) {
    return refusing;
}

#if defined(NATIVE_ARCH)
// glibc passes a constructor the program's arguments: the note is printed once, in the run of Swift
// Testing's tests (swift test also starts the bundle for XCTest's, and there are none).
__attribute__((constructor)) static void refuse_programs_and_servers_in_the_parallel_phase(int argc, char **argv) {
    const char *asked = getenv("MOVIES_TESTS_IN_PARALLEL");
    if (asked == NULL || strcmp(asked, "1") != 0) {
        return;
    }
    struct sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_execve, 3, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_execveat, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_listen, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
    };
    struct sock_fprog program = {.len = sizeof(filter) / sizeof(filter[0]), .filter = filter};
    // No new privileges: what lets a process without CAP_SYS_ADMIN install a filter.
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0
        || syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &program) != 0) {
        fprintf(stderr, "tests: could not refuse programs and servers in the parallel phase: %s\n", strerror(errno));
        return;
    }
    refusing = 1;
    for (int index = 1; index < argc; index++) {
        if (strcmp(argv[index], "swift-testing") == 0) {
            fprintf(stderr,
                "tests: these run in parallel and may not start a program or listen on a port (EPERM); "
                "a suite that does is named ...RunTests (or is one of MovieAPIServerTests) and runs after them, "
                "one test at a time\n");
        }
    }
}
#endif

#else

int movies_tests_refuse_programs_and_servers(void) {
    return 0;
}

#endif
