/**
 * Makes everything on the page inert except the given elements (and what contains them), as a
 * modal needs: Tab, clicks and screen readers reach only what is kept. Elements that were inert
 * already stay so after the release. Returns the release.
 */
export function inertOutside(keep: Element[]): () => void {
  const kept = new Set<Element>(keep);
  const onPath = new Set<Element>();
  for (const element of keep) {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) onPath.add(node);
  }
  const madeInert: HTMLElement[] = [];
  for (const ancestor of onPath) {
    const parent = ancestor.parentElement;
    if (!parent) continue;
    for (const sibling of Array.from(parent.children)) {
      if (onPath.has(sibling) || kept.has(sibling) || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.inert = true;
      madeInert.push(sibling);
    }
  }
  return () => {
    for (const element of madeInert) element.inert = false;
  };
}
