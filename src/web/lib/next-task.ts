/** Resolves in a later task, so the browser can handle input between two pieces of work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
