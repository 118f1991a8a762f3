/**
 * Node's flags for running the API's TypeScript in a child process: tsx in the same process, and
 * @app/shared from its source rather than its build (decision 015), as `npm start` in development.
 */
export const TSX_NODE_ARGS = ['--conditions=@app/source', '--import', 'tsx'];
