import { useEffect } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle';

/**
 * Title and description of a public page, for search engines and link previews. Crawlers
 * that run scripts read them after render; the static index.html carries the defaults.
 */
export function usePageMeta(title: string, description: string): void {
  usePageTitle(title);
  useEffect(() => {
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', `${title} | Gabaritei`),
      setMeta('property', 'og:description', description),
    ];
    return () => restore.forEach((undo) => undo());
  }, [title, description]);
}

/** Sets one meta tag's content and answers how to put the previous one back. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  const element = tag;
  const previous = element.content;
  element.content = content;
  return () => {
    element.content = previous;
  };
}
