import { useMutation } from '@tanstack/react-query'
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SessionReply,
} from '@app/contracts/auth'
import { request } from '../../../lib/request.ts'

export const authMutationKey = ['auth'] as const

export const login = (body: LoginBody) =>
  request<SessionReply>('/api/auth/login', { method: 'POST', body }).then((r) => r.data)

export const register = (body: RegisterBody) =>
  request<SessionReply>('/api/auth/register', { method: 'POST', body }).then((r) => r.data)

/** Revokes the token on the server; the caller clears the device either way. */
export const logout = () => request<null>('/api/auth/logout', { method: 'POST', suppressToast: true })

export const forgotPassword = (body: ForgotPasswordBody) =>
  request<null>('/api/auth/password/forgot', { method: 'POST', body })

export const resetPassword = (body: ResetPasswordBody) =>
  request<null>('/api/auth/password/reset', { method: 'POST', body })

export const changePassword = (body: ChangePasswordBody) =>
  request<null>('/api/auth/password/change', { method: 'POST', body })

export const useLogin = () => useMutation({ mutationKey: [...authMutationKey, 'login'], mutationFn: login })
export const useRegister = () =>
  useMutation({ mutationKey: [...authMutationKey, 'register'], mutationFn: register })
export const useForgotPassword = () =>
  useMutation({ mutationKey: [...authMutationKey, 'forgot'], mutationFn: forgotPassword })
export const useResetPassword = () =>
  useMutation({ mutationKey: [...authMutationKey, 'reset'], mutationFn: resetPassword })
export const useChangePassword = () =>
  useMutation({ mutationKey: [...authMutationKey, 'change'], mutationFn: changePassword })
export const useLogout = () =>
  useMutation({ mutationKey: [...authMutationKey, 'logout'], mutationFn: logout })
