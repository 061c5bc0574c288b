/**
 * The media library (/config/media, issue 24): upload by dropping files or choosing them (with
 * progress), search, and each file's title, alt text, focal point, where it is used and
 * delete. `/config/media/<id>` opens one file, so a link can name it.
 *
 * @module
 */
import { useState } from 'react';
import { useOwner } from '../../app/owner-context';
import { configPath, useRouter } from '../../app/router';
import { PanelHeading } from '../../ui/PanelHeading';
import { MediaDetails } from './MediaDetails';
import { MediaGrid, MediaSearch, useMediaPages } from './MediaGrid';
import { UploadZone } from './UploadZone';
import type { MediaKind } from '../../../domain';

const KINDS: { value: MediaKind | ''; label: string }[] = [
  { value: '', label: 'All files' },
  { value: 'image', label: 'Images' },
  { value: 'audio', label: 'Audio' },
  { value: 'file', label: 'Other files' },
];

export function MediaPanel({ segments }: { segments: string[] }) {
  const { can } = useOwner();
  const { navigate } = useRouter();
  const editable = can('content.write') || can('products.write');
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<MediaKind | ''>('');
  const pages = useMediaPages(q, kind);
  const [notice, setNotice] = useState('');
  const open = segments[0];

  return (
    <section className="panel">
      <PanelHeading title="Media library">Media library</PanelHeading>
      {editable && (
        <UploadZone
          onUploaded={(media) => {
            setNotice(`Uploaded ${media.filename}.`);
            pages.reload();
          }}
        />
      )}
      <p role="status" className="muted">
        {notice}
      </p>
      <div className="toolbar">
        <MediaSearch label="Search the library" onSearch={setQ} />
        <div className="toolbar__sort">
          <label htmlFor="media-kind">Show</label>
          <select id="media-kind" value={kind} onChange={(e) => setKind(e.target.value as MediaKind | '')}>
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <MediaGrid pages={pages} actionLabel="Open" onPick={(m) => navigate(configPath('media', m.id))} />
      {open && (
        <MediaDetails
          id={open}
          editable={editable}
          onChanged={(saved) =>
            pages.update((page) => ({ ...page, media: page.media.map((m) => (m.id === saved.id ? saved : m)) }))
          }
          onDeleted={(id) => {
            setNotice('Deleted.');
            pages.update((page) => ({ ...page, media: page.media.filter((m) => m.id !== id) }));
            navigate(configPath('media'));
          }}
          onClose={() => navigate(configPath('media'))}
        />
      )}
    </section>
  );
}
