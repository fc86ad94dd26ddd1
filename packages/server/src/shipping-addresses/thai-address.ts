// The one place saved addresses reach the Thai address tables (province → district → tambon → postcode).
export { validateThaiAddress } from '../addresses/validateAddress.ts';
