import { configure } from '@testing-library/react';

// The web tests run beside the server's (a real database) on a two-core machine: a check that
// waits for what the screen shows (findBy…, waitFor) gets five seconds, not one, before it fails.
configure({ asyncUtilTimeout: 5_000 });
