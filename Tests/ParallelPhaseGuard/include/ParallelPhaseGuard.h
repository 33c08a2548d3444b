#ifndef PARALLEL_PHASE_GUARD_H
#define PARALLEL_PHASE_GUARD_H

/// Whether this test process refuses to start programs and to listen on ports: set when
/// `MOVIES_TESTS_IN_PARALLEL=1` asked for it (make test's first phase) and the kernel took the filter.
int movies_tests_refuse_programs_and_servers(void);

#endif
