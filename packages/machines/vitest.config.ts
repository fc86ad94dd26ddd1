import { fullyCoveredUnitTests } from '../../vitest.unit.ts';

// The machines are the spec's behaviour: a branch without a test is an untested rule.
export default fullyCoveredUnitTests();
