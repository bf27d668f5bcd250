import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* waits longer than the 1 s default: pages load lazily and the machine may be busy.
configure({ asyncUtilTimeout: 5000 });
