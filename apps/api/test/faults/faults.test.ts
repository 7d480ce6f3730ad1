/**
 * Fault tests of issue 8 in one file: it always holds the PGlite crash test, so it is never empty
 * on a machine without PostgreSQL, and the suites that start server processes and clusters run one
 * after another instead of competing for the same two cores.
 */
import { describeCrash } from './crash.ts';
import { describeDatabaseUnavailable } from './database-unavailable.ts';
import { describeTwoProcesses } from './two-processes.ts';

describeCrash();
describeDatabaseUnavailable();
describeTwoProcesses();
