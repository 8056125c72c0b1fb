// Module-load hook (node:module register): posts every module URL Node loads to the port it is given.
let port;
export function initialize(data) {
  port = data.port;
}
export async function load(url, context, next) {
  port.postMessage(url);
  return next(url, context);
}
