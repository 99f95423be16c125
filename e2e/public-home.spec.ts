import { TIMINGS } from '@pets/shared';
import { test, expect, type Page } from './fixtures';
import { availableAnimals, DESKTOP, MOBILE, withoutFirstScreen } from './public-helpers';

/** Home page against the real server and the demo database: every block, its links and the carousel. */

test.describe('home at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('banner, carousel, quote, posts and guides with their links', async ({ page, request }) => {
    const animals = await availableAnimals(request);
    await page.goto('/');
    const name = await page.evaluate(() => {
      const text = document.getElementById('site-config')?.textContent;
      return text ? (JSON.parse(text) as { foundationName: string }).foundationName : '';
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    // 'Nasi podopieczni': swiper with a slide per animal (up to 12), each a link to /zwierzak/{id}.
    const carousel = page.locator('section', { has: page.getByRole('heading', { name: 'Nasi podopieczni' }) });
    await expect(carousel.locator('.swiper-initialized')).toBeVisible();
    const slides = carousel.locator('.swiper-slide');
    await expect(slides).toHaveCount(Math.min(12, animals.length));
    const first = animals[0]!;
    const firstLink = carousel.getByRole('link', { name: first.imie, exact: true });
    await expect(firstLink).toHaveAttribute('href', `/zwierzak/${first.id_zwierzaka}`);
    await expect(carousel.locator('.swiper-slide-active')).toContainText(first.gatunek);
    // Three slides side by side at 1280 px.
    const visible = await carousel.locator('.swiper-slide-visible').count();
    expect(visible).toBe(3);
    await expect(carousel.getByRole('link', { name: 'Zobacz wszystkie' })).toHaveAttribute('href', '/adoptuje');
    await carousel.getByRole('button', { name: 'Następny zwierzak' }).click();
    await expect(carousel.locator('.carousel__counter')).toContainText(`2 / ${Math.min(12, animals.length)}`);
    await carousel.getByRole('button', { name: 'Zatrzymaj przewijanie' }).click();
    await expect(carousel.getByRole('button', { name: 'Wznów przewijanie' })).toBeVisible();

    // Quote banner.
    await expect(page.locator('.home-quote').getByRole('link', { name: 'Pomóż nam' })).toHaveAttribute('href', '/wspieram');

    // 'Co nowego?': posts with date, text and external links.
    const posts = page.locator('section', { has: page.getByRole('heading', { name: 'Co nowego?' }) });
    await expect(posts.locator('.post-card').first()).toBeVisible();
    await expect(posts.locator('.post-card time').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    const more = posts.getByRole('link', { name: /^Zobacz więcej/ });
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('href', /^https?:\/\//);
    await expect(posts.locator('.post-card a').first()).toHaveAttribute('rel', /noopener/);

    // 'Poradniki': seven guides, each to its species' published guide (the demo has one for each).
    const guides = page.locator('section', { has: page.getByRole('heading', { name: 'Poradniki' }) }).getByRole('link');
    await expect(guides).toHaveCount(7);
    for (const guide of ['Chomik', 'Świnka morska', 'Szczur', 'Mysz', 'Myszoskoczek', 'Królik', 'Szynszyla']) {
      await expect(guides.filter({ hasText: guide }).first()).toHaveAttribute('href', /^\/baza-wiedzy\/[a-z0-9-]+$/);
    }

    // The slide on screen leads to its animal (autoplay is paused, so it stays put).
    const second = animals[1]!;
    const active = carousel.locator('.swiper-slide-active').getByRole('link');
    await expect(active).toHaveText(second.imie);
    await active.click();
    await expect(page).toHaveURL(`/zwierzak/${second.id_zwierzaka}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.imie);
  });

  test('each block shows its own error card and retries', async ({ page }) => {
    // The carousel's data normally comes with the page: here the client loads it (and fails).
    await withoutFirstScreen(page);
    let failAnimals = true;
    await page.route('**/api/animals/available', (route) =>
      failAnimals ? route.fulfill({ status: 500, json: { error: 'x', code: 'internal' } }) : route.continue(),
    );
    await page.route('**/api/latest-post', (route) => route.fulfill({ status: 200, json: { nie: 'tablica' } }));
    await page.goto('/');
    const carousel = page.locator('section', { has: page.getByRole('heading', { name: 'Nasi podopieczni' }) });
    await expect(carousel.getByRole('alert')).toContainText('Błąd wczytywania karuzeli');
    await expect(carousel.getByRole('alert')).toContainText('Nie udało się pobrać danych o zwierzętach.');
    const posts = page.locator('section', { has: page.getByRole('heading', { name: 'Co nowego?' }) });
    await expect(posts.getByRole('alert')).toContainText('Błąd wczytywania postów');
    await expect(posts.getByRole('alert')).toContainText('Otrzymano niepoprawny format danych z serwera.');
    failAnimals = false;
    await carousel.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(carousel.locator('.swiper-slide').first()).toBeVisible();
    await expect(posts.getByRole('alert')).toBeVisible();
  });
});

/** The home banner text's fade-in: its start delay and its opacity now, or null without one. */
async function bannerTextFade(page: Page) {
  return page.locator('.banner__inner').evaluate((inner) => {
    const fade = inner.getAnimations()[0];
    return { delay: fade ? Number(fade.effect?.getTiming().delay) : null, opacity: Number(getComputedStyle(inner).opacity) };
  });
}

test.describe('home banner text (appears 100 ms after the banner)', () => {
  test('on the server\'s page it appears without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect((await bannerTextFade(page)).delay).toBe(TIMINGS.bannerTextDelay);
    await expect.poll(async () => (await bannerTextFade(page)).opacity).toBe(1);
    await context.close();
  });

  test('the app taking over the server\'s page does not hide it again; coming back to the home page fades it in again', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    // Hydration keeps the server's element: its one fade ends and is not played again.
    await expect.poll(async () => (await bannerTextFade(page)).opacity).toBe(1);
    const samples: number[] = [];
    for (let sample = 0; sample < 5; sample += 1) {
      samples.push((await bannerTextFade(page)).opacity);
      await page.waitForTimeout(40);
    }
    expect(samples).toEqual([1, 1, 1, 1, 1]);

    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    // The fade is recorded as it starts: read afterwards, on a busy machine it may be over already
    // (a finished animation leaves getAnimations()).
    await page.evaluate(() => {
      const record = window as unknown as { bannerFadeDelay?: number };
      document.addEventListener('animationstart', (event) => {
        const target = event.target as Element;
        if (!target.classList.contains('banner__inner')) return;
        record.bannerFadeDelay = Number(target.getAnimations()[0]?.effect?.getTiming().delay ?? -1);
      });
    });
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Start' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { bannerFadeDelay?: number }).bannerFadeDelay ?? null)).toBe(TIMINGS.bannerTextDelay);
    await expect.poll(async () => (await bannerTextFade(page)).opacity).toBe(1);
  });
});

test('home at 360 px: one slide at a time, no sideways overflow', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const carousel = page.locator('section', { has: page.getByRole('heading', { name: 'Nasi podopieczni' }) });
  await expect(carousel.locator('.swiper-initialized')).toBeVisible();
  await expect(carousel.locator('.swiper-slide-visible')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('with reduced motion the carousel does not play by itself', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/');
  const carousel = page.locator('section', { has: page.getByRole('heading', { name: 'Nasi podopieczni' }) });
  await expect(carousel.locator('.swiper-initialized')).toBeVisible();
  await expect(carousel.getByRole('button', { name: /przewijanie/ })).toHaveCount(0);
  const running = await page.evaluate(() => {
    const element = document.querySelector('.carousel .swiper') as (HTMLElement & { swiper?: { autoplay?: { running: boolean } } }) | null;
    return element?.swiper?.autoplay?.running ?? null;
  });
  expect(running).toBe(false);
  await context.close();
});
