export { CardFields, type CardFieldsProps, type CardFieldsValue } from './CardFields.tsx';
