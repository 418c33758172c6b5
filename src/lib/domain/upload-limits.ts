/** Each kind's upload is under this size: pictures 5 MB, videos 20 MB (the product's main video, reference §4.2: under 20 MB). */
export const MAX_UPLOAD_MB = { picture: 5, video: 20 } as const;
