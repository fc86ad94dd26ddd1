import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('imageUpload', [
  'label',
  'current',
  'drop',
  'dropOne',
  'dropNow',
  'choose',
  'chooseOne',
  'hint',
  'uploading',
  'waiting',
  'wrongType',
  'tooBig',
  'failed',
  'dismiss',
]);
