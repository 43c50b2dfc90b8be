/** Sharing a book from its page (issue 16): the Web Share API, else a WhatsApp link and 'Copy link'. */
export { ShareButton } from './share-button';
