/** Version of the embed script; part of its cache-busting URL once delivery is built. */
export const EMBED_VERSION = "0.1.0";
