/**
 * The signed-in application: a header with the site, the owner and "Sign out"; the navigation
 * of the panels the role may use (a "Menu" button folds it away on narrow screens); the panel
 * the address names, and at /config itself the owner's home (panels/home).
 *
 * @module
 */
import { useEffect, useState } from 'react';
import { onViewportChange } from '../../domain';
import { HomePanel } from '../panels/home';
import { Empty } from '../ui/status';
import { PanelHeading } from '../ui/PanelHeading';
import { useOwner } from './owner-context';
import { PANELS } from './panels';
import { Link, configPath, useRouter } from './router';

export function Shell({ onSignOut }: { onSignOut(): void }) {
  const { owner, can } = useOwner();
  const { segments } = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const panels = PANELS.filter((panel) => can(panel.permission) && (panel.shownFor?.(owner) ?? true));
  const [first, ...rest] = segments;
  const panel = panels.find((p) => p.path === first);

  // Any change of page closes the folded menu (a link of the menu closes it itself, even to the page shown).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's path is the trigger; the effect needs no value of it.
  useEffect(() => setMenuOpen(false), [segments.join('/')]);
  // So does a window grown past the phone width, where the navigation shows on its own.
  useEffect(() => onViewportChange(window, (viewport) => viewport === 'desktop' && setMenuOpen(false)), []);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell__header">
        <button
          type="button"
          className="button shell__menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <p className="shell__site">{owner.site.title}</p>
        <p className="shell__owner">
          <span className="shell__email">{owner.email}</span> <span className="shell__role">{owner.roleLabel}</span>
        </p>
        <button type="button" className="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <nav id="admin-nav" className={`shell__nav${menuOpen ? ' shell__nav--open' : ''}`} aria-label="Store admin">
        <ul>
          {panels.length > 0 && (
            <li>
              <Link
                to={configPath()}
                aria-current={first === undefined ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                Home
              </Link>
            </li>
          )}
          {panels.map((p) => (
            <li key={p.path}>
              <Link
                to={configPath(p.path)}
                aria-current={p === panel ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="shell__main" tabIndex={-1}>
        {panel ? (
          <panel.Component key={panel.path} segments={rest} />
        ) : panels.length === 0 ? (
          <>
            <PanelHeading title="Nothing to manage">Nothing to manage here</PanelHeading>
            <Empty>
              Your role ({owner.roleLabel}) has no panels in the store admin. Ask an administrator of this site for
              another role.
            </Empty>
          </>
        ) : first === undefined ? (
          <HomePanel />
        ) : (
          <>
            <PanelHeading title="Page not found">Page not found</PanelHeading>
            <Empty>
              There is no page at this address, or your role cannot open it. <Link to={configPath()}>Go to Home</Link>.
            </Empty>
          </>
        )}
      </main>
    </div>
  );
}
