export { MediaPanel } from './MediaPanel';
export { focalPosition, imageFieldsOf } from './image-fields';
