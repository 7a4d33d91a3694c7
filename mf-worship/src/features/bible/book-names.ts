// The Bible's book names are shared with the S.O.A.P. journal (src/shared); the reader imports them from here.
export { useBookNames, useReferenceParser } from '../../shared/book-names';
