import { ENGLISH_WORDS, resolveGallerySettings, slideshowRenderKey, stageAspectPercent } from '../../domain';
import { GalleryWordsContext } from './gallery-words';
import { GalleryGrid } from './GalleryGrid';
import { GalleryStacked } from './GalleryStacked';
import { Slider } from './Slider';
import { Slideshow } from './Slideshow';
import type { GalleryProps } from './types';

/**
 * A gallery block in its design: grid (with an optional lightbox), stacked, slideshow or slider.
 * The slideshow and slider are keyed by the attributes that re-render them (spec §3), so a
 * change to one starts them over while other settings restyle them in place.
 */
export function Gallery({ words, ...props }: GalleryProps) {
  return (
    <GalleryWordsContext.Provider value={words ?? ENGLISH_WORDS}>
      <GalleryDesign {...props} />
    </GalleryWordsContext.Provider>
  );
}

function GalleryDesign({ images, options }: GalleryProps) {
  const settings = resolveGallerySettings(options);
  switch (settings.design) {
    case 'slideshow':
      return (
        <Slideshow
          key={slideshowRenderKey(options)}
          images={images}
          settings={settings}
          stagePercent={stageAspectPercent(options, 'slideshow')}
        />
      );
    case 'slider':
      return (
        <Slider
          key={slideshowRenderKey(options)}
          images={images}
          settings={settings}
          stagePercent={stageAspectPercent(options, 'slider') ?? 50}
        />
      );
    case 'stacked':
      return <GalleryStacked images={images} settings={settings} />;
    default:
      return <GalleryGrid images={images} settings={settings} />;
  }
}
