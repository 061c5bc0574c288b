/**
 * The frame of every site-building screen: its heading, the way back, and while its document
 * loads, the loading words or the failure with Try again.
 *
 * @module
 */
import { Link } from '../../app/router';
import { PanelHeading } from '../../ui/PanelHeading';
import { Failure, Loading } from '../../ui/status';
import type { ReactNode } from 'react';

export function ContentScreen({
  title,
  back,
  loadError,
  onRetry,
  loaded,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  /** Why the screen's document did not load; its failure is shown instead of the children. */
  loadError?: string;
  onRetry?: () => void;
  /** False while the document loads. */
  loaded: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="panel">
      <PanelHeading title={title}>{title}</PanelHeading>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      {loadError ? <Failure message={loadError} onRetry={onRetry} /> : !loaded ? <Loading /> : children}
    </section>
  );
}
