/**
 * The account feature's public face: the account page's menu, sections and avatar.
 */
export { AccountMenu, type AccountTab, isAccountTab, panelId, tabId } from './components/account-menu';
export { AddressSection } from './components/address-section';
export { Avatar } from './components/avatar';
export { ProfileSection } from './components/profile-section';
export { SecuritySection } from './components/security-section';
