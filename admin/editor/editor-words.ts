/**
 * What the editors say (spec §8 "Editor messages", word for word), and how a failed call is
 * worded in them: no answer is 'Network error', a missing document 'Unable to locate content',
 * a failure without the server's own words 'Something went wrong'.
 *
 * @module
 */
import type { FailureWords } from '../../domain';

export const EDITOR_WORDS = Object.freeze({
  somethingWrong: 'Something went wrong',
  unableToLoad: 'Unable to load. Try again.',
  networkError: 'Network error',
  unableToConnect: 'Unable to connect. Please try again',
  notFound: 'Unable to locate content',
  uploadIncomplete: 'File upload failed to complete',
  uploadError: 'Error uploading',
  uploadProblem: 'There was a problem while uploading your file.',
  renameProblem: 'There was a problem while renaming your file.',
  /** Ours: the stale-edit 409 (issue 24 "someone else changed this"). */
  conflict:
    'Someone else changed this since you opened it. Reload to see their version; your unsaved changes will be lost.',
  saving: 'Saving…',
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  leave: 'You have unsaved changes. Leave without saving them?',
  published: 'Published: visitors see it now.',
});

export const EDITOR_FAILURE_WORDS: FailureWords = {
  offline: EDITOR_WORDS.networkError,
  fallback: EDITOR_WORDS.somethingWrong,
  missingFor: { 404: EDITOR_WORDS.notFound, 503: EDITOR_WORDS.unableToConnect },
};
