/**
 * Issue 24 in Chromium: building the demo site in /config, served from the content store. An
 * editor writes a blog post with an uploaded image and a link to a page, schedules it five
 * minutes ahead and sees it appear once the scheduler's clock (moved on, not waited for) passes
 * that time; the media library shows where the image is used and refuses to delete it; a
 * store's items are reordered with the keyboard alone; a page joins the navigation; a gallery's
 * design change redraws its preview. Each screen is axe clean at 1280 and 375 px.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { wallClockIn } from '../../domain';
import { MOBILE, editorSuite, eventually } from './helpers/editor-suite';

const TIME_ZONE = 'America/New_York';

const suite = editorSuite('site building');
const { signedIn, axeClean, scrollsSideways } = suite;

const visitorStatus = async (path: string) => (await fetch(new URL(path, suite.server.origin))).status;

/** A real PNG (the library keeps one copy of the same bytes: each colour is another image). */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer(),
});

describe('building the site in /config', () => {
  it('writes a blog post with an image and a link, schedules it five minutes ahead and sees it appear', async () => {
    const page = await signedIn('/config/content/journal');
    await page.getByLabel('New post').fill('Lantern care in winter');
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lantern care in winter' }).waitFor();

    // The body: text, a link to the About page (chosen from the site's pages), an uploaded image.
    const text = page.getByRole('textbox', { name: 'Text' });
    await text.click();
    await text.pressSequentially('Trim the wick before the frost. Read about us');
    for (let i = 0; i < 'about us'.length; i++) await text.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('A page of the site').selectOption('/about');
    await page.getByRole('button', { name: 'Set link' }).click();
    await text.press('End');
    await page.getByRole('button', { name: 'Image' }).click();
    await page.getByLabel('Upload an image').setInputFiles(await photo('winter-lantern.png', '#2f4a6b'));
    await text.locator('img').waitFor();
    await page.getByLabel('Excerpt').fill('Five habits that keep a lantern bright all winter.');
    await page.getByRole('button', { name: 'Add tag' }).waitFor();
    await page.getByLabel('New tag').fill('lanterns');
    await page.getByLabel('New tag').press('Enter');
    await page.getByLabel('New tag').fill('Lanterns');
    await page.getByLabel('New tag').press('Enter');
    await page.getByText('This tag already exists').waitFor();

    // Scheduled five minutes ahead, picked in the site's time zone.
    const publishOn = Date.now() + 5 * 60_000;
    await page.getByLabel('Status').selectOption('scheduled');
    await page.getByLabel(/^Publish on/).fill(wallClockIn(publishOn, TIME_ZONE));
    // The preview shows the draft (a scheduled post is not public yet) within half a second.
    await expect
      .poll(() =>
        page.frameLocator('iframe[title^="Preview of /journal/"]').locator('.post-body a[href="/about"]').count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: visitors see it now.').waitFor();
    await axeClean(page, 'post editor desktop');

    const path = '/journal/lantern-care-in-winter';
    expect(await visitorStatus(path)).toBe(404);
    await page.getByRole('link', { name: 'Back to journal' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Lantern care in winter' });
    await expect.poll(() => row.locator('.badge').first().textContent()).toBe('Scheduled');

    // The scheduler's clock four minutes on: not yet; six minutes on: published, once.
    expect(await suite.server.runSchedulerAt(publishOn - 60_000)).toEqual([]);
    const published = await suite.server.runSchedulerAt(publishOn + 60_000);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatch(/^journal\//);
    await eventually(async () => (await visitorStatus(path)) === 200);
    const visitor = await page.context().newPage();
    await visitor.goto(new URL(path, suite.server.origin).href);
    await visitor.getByRole('heading', { name: 'Lantern care in winter' }).waitFor();
    expect(await visitor.locator('.post-body a[href="/about"]').textContent()).toBe('about us');
    expect(await visitor.locator('.post-body img[src^="/media/"]').count()).toBe(1);
    expect(await visitor.locator('.post-body').textContent()).toContain('Trim the wick before the frost.');
    await visitor.close();

    // The media library: the image says where it is used, and cannot be deleted while it is.
    await page.goto(new URL('/config/media', suite.server.origin).href);
    await page.getByRole('button', { name: /^Open winter-lantern/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: /^item journal\// }).waitFor();
    await dialog.getByLabel('Alt text').fill('A lantern on a snowy porch');
    const picker = dialog.getByRole('button', { name: /^Focal point 50% across, 50% down/ });
    const box = (await picker.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    await dialog.getByText(/^Focal point 2\d% across, 7\d% down\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Saved.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toMatch(/still used by item journal\/.*Remove it there first\./);
    await axeClean(page, 'media details desktop');
  });

  it('uploads to the media library at 375 px with progress and searches it', async () => {
    const page = await signedIn('/config/media', MOBILE);
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    await page.getByLabel('Files to upload').setInputFiles(await photo('porch.png', '#6b4a2f'));
    await page.getByText('Uploaded porch.png.').waitFor();
    await page.getByLabel('Search the library').fill('porch');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: /^Open porch/ }).waitFor();
    // A file of no type we take is refused in the spec's upload words, with the reason.
    await page.getByLabel('Files to upload').setInputFiles({
      name: 'notes.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ\u0090\u0000binary'),
    });
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toMatch(/^notes\.exe: Error uploading: Unsupported file type/);
    expect(await scrollsSideways(page)).toBe(false);
    await axeClean(page, 'media library phone');
  });

  it('reorders a store with the keyboard, and adds a page to the navigation', async () => {
    const page = await signedIn('/config/content/shop');
    const titles = page.locator('ul[aria-label="Shop items"] .sortable__title a');
    const names = () => titles.allTextContents();
    // The list arrives after the page's first paint; read it once its items are there.
    await titles.nth(2).waitFor();
    const before = await names();
    expect(before.length).toBeGreaterThan(2);
    const handle = page.getByRole('button', { name: `Move ${before[0]}` });
    // Each key waits for the list's announcement, as a screen reader user hears it.
    const announced = (text: string) => page.getByText(text).waitFor({ state: 'attached' });
    const count = before.length;
    await handle.focus();
    await page.keyboard.press('Space');
    await announced(`${before[0]} moved to position 1 of ${count}.`);
    await page.keyboard.press('ArrowDown');
    await announced(`${before[0]} moved to position 2 of ${count}.`);
    await page.keyboard.press('ArrowDown');
    await announced(`${before[0]} moved to position 3 of ${count}.`);
    await page.keyboard.press('Space');
    await page.getByText('The new order is saved. Publish to show it on the site.').waitFor();
    const after = [before[1], before[2], before[0], ...before.slice(3)];
    expect(await names()).toEqual(after);
    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await expect.poll(names).toEqual(after);
    await axeClean(page, 'store items desktop');

    await page.getByRole('link', { name: 'All pages and content' }).click();
    await page.getByLabel('Page not in the navigation').selectOption({ label: 'Wholesale (/wholesale)' });
    await page.getByRole('button', { name: 'Add to navigation' }).click();
    await page.getByText('Wholesale is in the navigation. Publish to show it on the site.').waitFor();
    await page.locator('ul[aria-label="Navigation links"] li').filter({ hasText: '/wholesale' }).waitFor();
    await axeClean(page, 'collections desktop');
  });

  it('at 375 px: a gallery design change redraws the preview, with only the settings that apply', async () => {
    const page = await signedIn('/config/content/gallery', MOBILE);
    const preview = page.frameLocator('iframe[title^="Preview of /gallery"]');
    await preview.locator('.gallery--grid').waitFor();
    await page.getByLabel('Aspect ratio').waitFor();
    await page.getByLabel('Design').selectOption('stacked');
    await preview.locator('.gallery-stacked').waitFor();
    expect(await page.getByLabel('Aspect ratio').count()).toBe(0);
    await page.getByLabel('Design').selectOption('slideshow');
    await page.getByLabel('Thumbnail strip height (px)').waitFor();
    expect(await page.getByLabel('Show thumbnails').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Phone' }).click();
    expect(await scrollsSideways(page)).toBe(false);
    await axeClean(page, 'gallery phone');
  });

  it('at 375 px: the collections, a post and a page open without sideways scrolling, axe clean', async () => {
    const page = await signedIn('/config/content', MOBILE);
    await page.getByRole('list', { name: 'Collections' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await axeClean(page, 'collections phone');
    await page.getByRole('link', { name: 'Journal' }).first().click();
    await page.getByRole('list', { name: 'Journal items' }).getByRole('link').first().click();
    await page.getByRole('textbox', { name: 'Text' }).waitFor();
    await page.frameLocator('iframe[title^="Preview of /journal/"]').locator('.post-body').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await axeClean(page, 'post editor phone');
    await page.goto(new URL('/config/content/about', suite.server.origin).href);
    await page.getByRole('textbox', { name: 'Text' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await axeClean(page, 'page editor phone');
  });
});
