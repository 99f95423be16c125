import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pets/shared';
import { ApiError } from '../../lib/api';
import { excerpt, parsePosts, PostsError, postsErrorMessage, safeExternalUrl } from './posts';

describe('latest posts', () => {
  it('accepts an array of posts and normalises missing fields', () => {
    expect(parsePosts([{ id: 'a', full_picture: null, permalink_url: 'https://fb.com/1', created_time: '2026-01-02T10:00:00Z', message: 'Hej' }, { id: 7 }, null, 'x'])).toEqual([
      { id: 'a', full_picture: null, permalink_url: 'https://fb.com/1', created_time: '2026-01-02T10:00:00Z', message: 'Hej' },
      { id: '7', full_picture: null, permalink_url: '', created_time: '', message: '' },
    ]);
  });

  it('a body that is not an array is the bad-format error', () => {
    for (const body of [{ data: [] }, 'tekst', null, undefined, 5]) {
      expect(() => parsePosts(body)).toThrow(MESSAGES.public.postsBadFormat);
    }
  });

  it('chooses the error card text', () => {
    expect(postsErrorMessage(new PostsError(MESSAGES.public.postsBadFormat))).toBe('Otrzymano niepoprawny format danych z serwera.');
    expect(postsErrorMessage(new ApiError({ status: 200, code: 'invalid_response', message: 'x' }))).toBe(MESSAGES.public.postsBadFormat);
    expect(postsErrorMessage(new ApiError({ status: 502, code: 'posts_unavailable', message: 'x' }))).toBe(
      'Nie udało się pobrać najnowszych postów.',
    );
    expect(postsErrorMessage(new TypeError('offline'))).toBe(MESSAGES.public.postsFailed);
  });

  it('links only to http(s) addresses', () => {
    expect(safeExternalUrl('https://www.facebook.com/post/1', 'F')).toBe('https://www.facebook.com/post/1');
    expect(safeExternalUrl('javascript:alert(1)', 'F')).toBe('F');
    expect(safeExternalUrl('', 'F')).toBe('F');
    expect(safeExternalUrl('nie adres', 'F')).toBe('F');
  });

  it('cuts long messages at a word with an ellipsis', () => {
    expect(excerpt('Krótki wpis.')).toBe('Krótki wpis.');
    const long = 'Słowo '.repeat(60);
    const cut = excerpt(long, 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut).not.toMatch(/\s…$/);
  });
});
