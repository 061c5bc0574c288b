/** Social formatters (language reference §12.7), keyed by template spelling. */
import type { Formatter } from '../types';
import { commentCount, commentLink, comments } from './social/comments';
import { googleCalendarUrl } from './social/google-calendar-url';
import { likeButton } from './social/like-button';
import { socialButton, socialButtonInline } from './social/share-buttons';
import { activateTwitterLinks, twitterFollowButton } from './social/twitter';

export const socialFormatters: Record<string, Formatter> = {
  'activate-twitter-links': activateTwitterLinks,
  'comment-count': commentCount,
  'comment-link': commentLink,
  comments,
  'google-calendar-url': googleCalendarUrl,
  'like-button': likeButton,
  'social-button': socialButton,
  'social-button-inline': socialButtonInline,
  'twitter-follow-button': twitterFollowButton,
};
