import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  label: { id: 'ui.imageUpload.label', description: 'Heading of the area that takes picture files' },
  current: {
    id: 'ui.imageUpload.current',
    description: 'Description of the preview of the picture chosen so far, {path} where it is',
  },
  drop: { id: 'ui.imageUpload.drop', description: 'Tells that files may be dragged onto the area' },
  dropOne: {
    id: 'ui.imageUpload.dropOne',
    description: 'Tells that one picture may be dragged onto the area',
  },
  dropNow: { id: 'ui.imageUpload.dropNow', description: 'Shown while files are dragged over the area' },
  choose: { id: 'ui.imageUpload.choose', description: 'Button that opens the file picker' },
  chooseOne: {
    id: 'ui.imageUpload.chooseOne',
    description: 'Button that opens the file picker for one file',
  },
  hint: {
    id: 'ui.imageUpload.hint',
    description: 'The kinds of file taken and the size limit, {size} in MB',
  },
  uploading: { id: 'ui.imageUpload.uploading', description: 'A file being sent, {name} its file name' },
  waiting: { id: 'ui.imageUpload.waiting', description: 'A file waiting for the one before it to be sent' },
  wrongType: {
    id: 'ui.imageUpload.wrongType',
    description: 'A chosen file that is not a JPEG, PNG, WebP or AVIF picture',
  },
  tooBig: { id: 'ui.imageUpload.tooBig', description: 'A chosen file over the size limit, {size} in MB' },
  failed: {
    id: 'ui.imageUpload.failed',
    description: 'An upload that did not go through, {name} its file name',
  },
  dismiss: { id: 'ui.imageUpload.dismiss', description: 'Button that removes the message about one file' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
