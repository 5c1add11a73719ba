import { useMutation } from '@tanstack/react-query'
import {
  AUTH_CHANGE_PASSWORD as changePasswordEndpoint,
  AUTH_FORGOT_PASSWORD as forgotPasswordEndpoint,
  AUTH_LOGIN,
  AUTH_LOGOUT,
  AUTH_REGISTER,
  AUTH_RESET_PASSWORD as resetPasswordEndpoint,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
} from '@app/contracts/auth'
import { call, fetchData } from '../../../lib/request.ts'

export const authMutationKey = ['auth'] as const

export const login = (body: LoginBody) => fetchData(AUTH_LOGIN, { body })

export const register = (body: RegisterBody) => fetchData(AUTH_REGISTER, { body })

/** Revokes the token on the server; the caller clears the device either way. */
export const logout = () => call(AUTH_LOGOUT, {}, { suppressToast: true })

export const forgotPassword = (body: ForgotPasswordBody) => call(forgotPasswordEndpoint, { body })

export const resetPassword = (body: ResetPasswordBody) => call(resetPasswordEndpoint, { body })

export const changePassword = (body: ChangePasswordBody) => call(changePasswordEndpoint, { body })

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
