/**
 * The pieces every content editor of /config shares (README.md here): the live preview, the
 * document editor hook with its bar and revision list, the rich-text field, the media picker
 * and the leave guard.
 *
 * @module
 */
import './editor.css';

export { LivePreview, PREVIEW_DEBOUNCE_MS, type LivePreviewProps } from './LivePreview';
export {
  useDocumentEditor,
  type DocumentEditor,
  type DocumentEditorOptions,
  type DocumentEditorWords,
  type EditorPhase,
} from './use-document-editor';
export { EditorBar, type EditorBarProps } from './EditorBar';
export { RevisionList } from './RevisionList';
export { RichTextField, type RichTextFieldProps } from './RichTextField';
export { MediaPicker, uploadFailureText, type MediaPickerProps } from './MediaPicker';
export { TagEditor, tagProblem } from './TagEditor';
export { useLeaveGuard } from './use-leave-guard';
export { staleEditAsConflict, useWriteSteps, type WriteSteps } from './use-write-steps';
export { useSitePages, type SitePage } from './use-site-pages';
export { contentApi, previewHtml, uploadMedia } from './content-calls';
export { EDITOR_WORDS, EDITOR_FAILURE_WORDS } from './editor-words';
export { leftAsDraft, publishNotice } from './publish-notice';
