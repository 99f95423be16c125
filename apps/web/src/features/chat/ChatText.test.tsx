import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { within } from '@testing-library/react';
import { cleanup, render } from '../../test/dom';
import { ChatText } from './ChatText';

function links(text: string): string[] {
  const router = createMemoryRouter([{ path: '*', element: <ChatText text={text} /> }], { initialEntries: ['/'] });
  const { container } = render(<RouterProvider router={router} />);
  const hrefs = within(container)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
  expect(container.textContent).toBe(text);
  cleanup();
  return hrefs;
}

describe('ChatText links (issue 17, finding 10)', () => {
  it('links site paths, the foundation\'s profiles, known domains and e-mail addresses', () => {
    expect(links('Zobacz /zwierzak/12, https://www.facebook.com/fundacja i https://fanimani.pl/ albo napisz: a@b.pl')).toEqual([
      '/zwierzak/12',
      'https://www.facebook.com/fundacja',
      'https://fanimani.pl/',
      'mailto:a@b.pl',
    ]);
  });

  it('links this site by its own origin', () => {
    expect(links(`Tu: ${window.location.origin}/adoptuje`)).toEqual([`${window.location.origin}/adoptuje`]);
  });

  it('leaves any other address as plain text', () => {
    expect(links('Kliknij https://evil.example/login albo http://www.facebook.com/x lub https://facebook.com.evil.example/')).toEqual([]);
  });
});
