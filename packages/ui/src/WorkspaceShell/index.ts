export type { WorkspaceLinkProps, WorkspaceNavItem, WorkspaceShellProps } from './WorkspaceShell.tsx';
export { WorkspaceShell } from './WorkspaceShell.tsx';
