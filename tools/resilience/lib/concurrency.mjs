/** Runs `task(item, index)` over `items` with at most `limit` in flight; stops dispatching once `shouldStop()`. */
export async function forEachBounded(items, limit, task, shouldStop = () => false) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !shouldStop()) {
      const index = next++;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
