import { fullyCoveredUnitTests } from '../../vitest.unit.ts';

// The rules decide what a shopper may build: a branch without a test is an untested rule.
export default fullyCoveredUnitTests();
