// jsdom has no layout: Quill measures selections with these, so they answer with an empty box.
const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
const emptyList = (): DOMRectList => {
  const list: DOMRect[] = [];
  return Object.assign(list, { item: () => null }) as unknown as DOMRectList;
};

if (!('getBoundingClientRect' in Range.prototype)) {
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', { value: emptyRect, configurable: true });
}
if (!('getClientRects' in Range.prototype)) {
  Object.defineProperty(Range.prototype, 'getClientRects', { value: emptyList, configurable: true });
}
