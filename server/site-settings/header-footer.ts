/**
 * The header and footer a site shows (issue 16): the owner's saved ones (migration 100), else
 * the fixture's navigation, footer links and social accounts. Pages read them on every render.
 */
import { SOCIAL_SERVICES, type HeaderFooterLink, type SiteHeaderFooter, type SocialIcon } from '../../domain';
import { jsonValue } from './json-value';
import { SiteSettingStore } from '../db/site-setting-store';
import type { MarkedSql } from '../db/reads-until-write';
import type { Json, Site } from '../sites/types';
import { Once, defineSiteSlot } from '../sites/site-caches';

/** The fixture's header and footer, shown until the owner saves theirs. */
const defaultHeaderFooterSlot = defineSiteSlot('defaultHeaderFooter', () => new Once<SiteHeaderFooter>());

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function links(value: unknown): HeaderFooterLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((link: Json) =>
    link && typeof link.url === 'string' ? [{ title: text(link.title), url: link.url }] : [],
  );
}

/** The fixture's social accounts as icons: only services we draw. */
function fixtureSocialIcons(site: Site): SocialIcon[] {
  const accounts = Array.isArray(site.website.socialAccounts) ? (site.website.socialAccounts as Json[]) : [];
  return accounts.flatMap((account) => {
    const service = text(account.serviceName);
    const url = text(account.profileUrl);
    return (SOCIAL_SERVICES as readonly string[]).includes(service) && url ? [{ service, url }] : [];
  });
}

/** What the site shows before its owner saves anything (built once per loaded site, in its caches; read only). */
export function defaultHeaderFooter(site: Site): SiteHeaderFooter {
  return site.caches.get(defaultHeaderFooterSlot).getOrCreate(() => fixtureHeaderFooter(site));
}

function fixtureHeaderFooter(site: Site): SiteHeaderFooter {
  const logo = site.website.logoImageUrl;
  return {
    header: {
      logo: typeof logo === 'string' && logo ? { imageUrl: logo, altText: text(site.website.siteTitle) } : null,
      navigation: site.navigation.map((link) => ({ title: link.title, url: link.url })),
    },
    footer: { text: text(site.footer.text), links: links(site.footer.links), socialIcons: fixtureSocialIcons(site) },
  };
}

export type HeaderFooterStore = SiteSettingStore<SiteHeaderFooter>;

const stores = new WeakMap<MarkedSql, HeaderFooterStore>();

/** One store per database, shared by the owner calls and page rendering. */
export function headerFooterStore(db: MarkedSql): HeaderFooterStore {
  let store = stores.get(db);
  if (!store) {
    store = new SiteSettingStore<SiteHeaderFooter>(
      db,
      {
        select: 'select header, footer from site_header_footer where website_id = $1',
        upsert: `insert into site_header_footer (website_id, header, footer) values ($1, $2::text::jsonb, $3::text::jsonb)
                 on conflict (website_id) do update set header = excluded.header, footer = excluded.footer, updated_at = now()`,
      },
      (row) => {
        const header = jsonValue(row.header) as SiteHeaderFooter['header'] | undefined;
        const footer = jsonValue(row.footer) as SiteHeaderFooter['footer'] | undefined;
        return header && footer ? { header, footer } : null;
      },
      (value) => [JSON.stringify(value.header), JSON.stringify(value.footer)],
    );
    stores.set(db, store);
  }
  return store;
}
