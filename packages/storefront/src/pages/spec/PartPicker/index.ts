export { CompatibilityMark } from './CompatibilityMark.tsx';
export { isOffered, type ListState, PartPicker } from './PartPicker.tsx';
