export * from './image-type';
export * from './image-upload';
