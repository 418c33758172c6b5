import { closingProofPictures } from './closing-proof';

describe('结算凭证', () => {
  it('reads the platform’s JSON list of pictures, a single address, and nothing from what is unreadable', () => {
    expect(closingProofPictures('["https://cdn.example.com/a.jpg","https://cdn.example.com/b.jpg"]')).toEqual(['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg']);
    expect(closingProofPictures('https://cdn.example.com/a.jpg')).toEqual(['https://cdn.example.com/a.jpg']);
    expect(closingProofPictures('data:image/png;base64,AAAA')).toEqual(['data:image/png;base64,AAAA']);
    expect(closingProofPictures('["a.jpg", 3, ""]')).toEqual(['a.jpg']);
    expect(closingProofPictures('[not json')).toEqual([]);
    expect(closingProofPictures(undefined)).toEqual([]);
  });
});
