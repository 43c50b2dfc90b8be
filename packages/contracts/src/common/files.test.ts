import { FILE_LIMITS } from './constants';
import { validateProfilePicture, validateProofFile } from './files';
import { MESSAGES } from './messages';

const png = { name: 'receipt.PNG', type: 'image/png', size: 10_000 };

describe('validateProofFile', () => {
  it('when the image is jpeg, jpg, png or webp and at most 250 KB, then it passes', () => {
    expect(validateProofFile(png)).toBeNull();
    expect(validateProofFile({ name: 'a.jpg', type: 'image/jpeg', size: FILE_LIMITS.imageMaxBytes })).toBeNull();
    expect(validateProofFile({ name: 'a.jpeg', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(validateProofFile({ name: 'a.webp', type: 'image/webp', size: 1 })).toBeNull();
  });

  it('when the type or the extension is not an allowed image, then the type message is returned', () => {
    expect(validateProofFile({ name: 'a.gif', type: 'image/gif', size: 1 })).toBe(MESSAGES.checkout.proofFileType);
    // a renamed file: the extension says png, the type does not
    expect(validateProofFile({ name: 'a.png', type: 'application/pdf', size: 1 })).toBe(MESSAGES.checkout.proofFileType);
    // the type says png, the name does not
    expect(validateProofFile({ name: 'a.exe', type: 'image/png', size: 1 })).toBe(MESSAGES.checkout.proofFileType);
    expect(validateProofFile({ name: 'png', type: 'image/png', size: 1 })).toBe(MESSAGES.checkout.proofFileType);
  });

  it('when the file is over 250 KB, then the size message is returned', () => {
    expect(validateProofFile({ ...png, size: 250 * 1024 + 1 })).toBe('File size must be less than 250KB');
  });
});

describe('validateProfilePicture', () => {
  it('when the picture is wrong, then the account texts are used', () => {
    expect(validateProfilePicture(png)).toBeNull();
    expect(validateProfilePicture({ name: 'me.bmp', type: 'image/bmp', size: 1 })).toBe(
      'Only JPG, PNG, and WebP images are allowed',
    );
    expect(validateProfilePicture({ ...png, size: 300 * 1024 })).toBe('Profile picture must be less than 250KB');
  });
});
