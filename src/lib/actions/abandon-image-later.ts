// abandonWhenGone for code that loads it when needed (the token page's media, as its image goes). Through
// this module its import() fetches a small chunk of its own: an import() of abandon-image.ts itself, which
// rides in the NFT lists' shared chunk, makes that chunk (every list page's download) build a module object.
export { abandonWhenGone } from './abandon-image';
