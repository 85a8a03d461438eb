import { translation as changePhoneNumber } from '../challenges/changePhoneNumber/locales/pt-BR';
import { translation as code } from '../challenges/code/locales/pt-BR';
import { translation as emailCheckpoint } from '../challenges/emailCheckpoint/locales/pt-BR';
import { translation as emailVerification } from '../challenges/emailVerification/locales/pt-BR';
import { translation as faceMatch } from '../challenges/faceMatch/locales/pt-BR';
import { translation as attemptLimit } from '../challenges/locales/pt-BR';
import { translation as mandatoryResetPassword } from '../challenges/mandatoryResetPassword/locales/pt-BR';
import { translation as passkey } from '../challenges/passkey/locales/pt-BR';
import { translation as password } from '../challenges/password/locales/pt-BR';
import { translation as phoneGuess } from '../challenges/phoneGuess/locales/pt-BR';
import { translation as profiler } from '../challenges/profiler/locales/pt-BR';
import { translation as push } from '../challenges/push/locales/pt-BR';
import { translation as selfieWithId } from '../challenges/selfieWithId/locales/pt-BR';
import { translation as updatePhoneNumber } from '../challenges/updatePhoneNumber/locales/pt-BR';
import type { LocalePack } from './defaultMessages';

/**
 * Portuguese (Brazil). Drafted by the Gatehouse team with machine assistance; awaiting review by
 * a native speaker. Addresses the user as "você".
 */
export const locale: LocalePack = {
  locale: 'pt-BR',
  dir: 'ltr',
  messages: {
    'common.somethingWentWrong': 'Algo deu errado.',
    'common.somethingWentWrongRetry': 'Algo deu errado. Tente novamente.',
    'common.timeout':
      'Isso está demorando mais do que deveria. Verifique sua conexão e tente novamente.',
    'common.retry': 'Tentar novamente',
    'common.back': 'Voltar',
    'common.continue': 'Continuar',
    'common.loading': 'Carregando…',
    'common.getHelp': 'Obter ajuda',
    'validation.required': 'Preencha este campo',
    'validation.codeLength': 'Digite um código de 6 dígitos.',
    'validation.codeDigits': 'Digite apenas números.',
    'validation.email': 'Digite um e-mail válido',
    'validation.password': 'Digite uma senha válida',
    'login.title': 'Entrar',
    'login.email': 'E-mail',
    'login.password': 'Senha',
    'password.show': 'Mostrar senha',
    'password.hide': 'Ocultar senha',
    'login.submit': 'Entrar',
    'login.trouble': 'Problemas para entrar?',
    'login.resetPassword': 'Redefinir senha',
    'login.deactivated.title': 'Sua conta está desativada',
    'login.deactivated.appeal': 'Contestar nossa decisão',
    'login.redirecting': 'Entrando…',
    'challenge.loading': 'Carregando sua verificação…',
    'challenge.tryAnotherWay': 'Tentar de outra forma',
    'challenge.error.title': 'Algo deu errado',
    'captcha.failedToLoad':
      'Não foi possível carregar a verificação captcha. Veja nossa página de perguntas frequentes ou atualize a página e tente novamente.',
    'captcha.timedOut': 'O tempo da verificação captcha se esgotou. Tente novamente.',
    'captcha.notInitialised': 'O captcha não foi iniciado. Atualize a página e tente novamente.',
    'captcha.vendorError':
      'A verificação captcha falhou (erro {code}). Atualize a página e tente novamente.',
    'loginOptions.social.login': 'Ou entre com',
    'loginOptions.social.signup': 'Ou cadastre-se com',
    'loginOptions.social.loginWith': 'Entrar com {provider}',
    'loginOptions.social.signupWith': 'Cadastrar-se com {provider}',
    'loginOptions.invite': 'Entre como {email} para aceitar seu convite.',
    'loginOptions.dataSharing.notice': 'Nunca pediremos sua senha para compartilhar seus dados.',
    'loginOptions.dataSharing.policy': 'Leia nossa política de compartilhamento de dados',
    'loginOptions.contactUs': 'Fale conosco',
    'passkey.login.button': 'Entrar com uma chave de acesso',
    'modal.close': 'Fechar',
    'passkey.login.credentialUnknown':
      'Esta chave de acesso não está mais vinculada à sua conta, então seu navegador deixará de oferecê-la. Entre com seu e-mail e sua senha.',
    'passkey.unsupported.title': 'Seu navegador não é compatível com chaves de acesso',
    'passkey.unsupported.message':
      'As chaves de acesso funcionam nas versões mais recentes do Chrome, Edge, Safari e Firefox. Atualize seu navegador ou entre com seu e-mail e sua senha.',
    'passkey.unsupported.link': 'Ver navegadores compatíveis',
    'passkey.unsupported.close': 'Fechar',
    'passkey.offer.title': 'Entre mais rápido da próxima vez',
    'passkey.offer.message':
      'Uma chave de acesso permite entrar com sua digital, seu rosto ou o bloqueio de tela em vez de uma senha, e não pode ser roubada por phishing.',
    'passkey.offer.create': 'Criar uma chave de acesso',
    'passkey.offer.notNow': 'Agora não',
    'passkey.offer.creating': 'Criando sua chave de acesso…',
    'passkey.offer.created': 'Chave de acesso criada',
    'challenge.chooseMethod.title': 'Escolha um método de verificação em duas etapas',
    'challenge.chooseMethod.none': 'Não tenho nenhuma dessas opções',
    'loginOptions.twoStepHelp': 'Saiba mais sobre o login em duas etapas',
    'common.errorCode': 'Código de erro: {code}',
    'signup.title': 'Cadastre-se',
    'signup.email': 'Seu endereço de e-mail',
    'signup.submit': 'Cadastrar',
    'signup.terms': 'Ao se cadastrar, você concorda com nossos {terms} e nossa {privacy}.',
    'signup.terms.termsLink': 'Termos e Condições',
    'signup.terms.privacyLink': 'Política de Privacidade',
    'signup.logIn': 'Entrar',
    'signup.continuing': 'Configurando sua conta…',
    'signup.checkEmail.title': 'Confira seu e-mail',
    'signup.checkEmail.text':
      'Enviamos um e-mail para {email}. Abra o link que está nele para verificar seu endereço de e-mail.',
    'signup.checkEmail.notReceived': 'Não recebeu o e-mail?',
    'signup.checkEmail.sendAgain': 'Enviar novamente',
    'signup.checkEmail.sent':
      'Reenviamos o e-mail de verificação para você. Confira sua caixa de entrada',
    'signup.checkEmail.failed': 'Algo deu errado. Estamos verificando. Tente novamente mais tarde',
    'signup.register.title': 'Crie sua conta',
    'signup.register.signUpAs': 'Cadastrar-se como {email}',
    'signup.register.invite': 'Cadastre-se com {email} para entrar na conta empresarial.',
    'signup.accountType.legend': 'Tipo de conta',
    'signup.accountType.personal': 'Pessoal',
    'signup.accountType.business': 'Empresarial',
    'signup.password': 'Crie uma senha',
    'signup.password.hint': 'A senha deve ter uma letra e um número, e no mínimo 9 caracteres',
    'signup.password.sorted': 'Sua senha está pronta.',
    'signup.password.requirements': 'Sua senha precisa ter',
    'signup.password.minLength': 'Pelo menos 9 caracteres',
    'signup.password.letter': 'Pelo menos uma letra',
    'signup.password.number': 'Pelo menos um número',
    'signup.password.met': '(concluído)',
    'signup.password.unmet': '(ainda não)',
    'signup.country.personal': 'País de registro',
    'signup.country.business': 'País de residência',
    'signup.country.loading': 'Carregando países…',
    'signup.country.unavailable.personal':
      'Ainda não oferecemos contas pessoais para clientes deste país: {countryName}',
    'signup.country.unavailable.business':
      'Ainda não oferecemos contas empresariais para clientes deste país: {countryName}',
    'signup.error.title': 'Algo deu errado',
    'signupPhone.title': 'Digite seu número de telefone',
    'signupPhone.text': 'Enviaremos um código para confirmar que ele é seu.',
    'signupPhone.country': 'Código do país',
    'signupPhone.countryOption': '{name} (+{callingCode})',
    'signupPhone.number': 'Número de telefone',
    'signupPhone.submit': 'Continuar',
    'signupPhone.usConsent':
      'Ao continuar, você concorda em receber mensagens de texto nossas para verificar seu número de telefone. Podem ser cobradas tarifas de mensagens e dados. Responda STOP para cancelar. Veja nossos {terms} e nossa {privacy}.',
    'signupPhone.terms': 'Termos e Condições',
    'signupPhone.privacy': 'Política de Privacidade',
    'signupPhone.blocked':
      'Não podemos usar este número de telefone. Fale conosco para obter ajuda.',
    'signupPhone.contactUs': 'Fale conosco',
    'signupPhone.duplicate.recognise.title': 'Você reconhece este e-mail?',
    'signupPhone.duplicate.recognise.text':
      'Este número de telefone já está vinculado a uma conta com o e-mail {email}.',
    'signupPhone.duplicate.recognise.textNoEmail':
      'Este número de telefone já está vinculado a outra conta.',
    'signupPhone.duplicate.access.title': 'Você ainda tem acesso a este e-mail?',
    'signupPhone.duplicate.access.text':
      'Se sim, entre nessa conta ou redefina a senha dela. Se não, podemos ajudar você a recuperar o acesso.',
    'signupPhone.duplicate.yes': 'Sim',
    'signupPhone.duplicate.no': 'Não',
    'signupPhone.changeNumber': 'Voltar para alterar o número',
    'signupPhone.completing': 'Verificando seu número de telefone…',
    'signupPhone.completeFailed.title': 'Não conseguimos verificar seu número de telefone',
    'signupPhone.verified.title': 'Seu número de telefone foi verificado',
    'signupPhone.verified.text': 'Obrigado, esse número agora está na sua conta.',
    'accountPhone.title': 'Seus números de telefone',
    'accountPhone.loading': 'Carregando seus números de telefone…',
    'accountPhone.loadFailed': 'Não conseguimos carregar seus números de telefone.',
    'accountPhone.empty':
      'Você ainda não adicionou um número de telefone. Nós o usamos para enviar códigos quando você entra.',
    'accountPhone.add': 'Adicionar número de telefone',
    'accountPhone.type.PRIMARY': 'Principal',
    'accountPhone.change': 'Alterar',
    'accountPhone.changeNumber': 'Alterar {phoneNumber}',
    'accountPhone.add.title': 'Adicionar número de telefone',
    'accountPhone.add.text': 'Enviaremos um código para este número para confirmar que ele é seu.',
    'accountPhone.change.title': 'Digite seu novo número de telefone',
    'accountPhone.change.text':
      'Este número substitui {phoneNumber}. Enviaremos um código para o novo número para confirmar que ele é seu.',
    'accountPhone.save': 'Salvar número',
    'accountPhone.cancel': 'Cancelar',
    'accountPhone.approvalClosed':
      'Você fechou a verificação, então seu número de telefone não foi salvo. Você pode tentar novamente quando quiser.',
    'accountPhone.blockedHelp': 'Por que um número é bloqueado?',
    'accountPhone.coolOff':
      'Não é possível alterar seu número de telefone agora. Tente novamente mais tarde.',
    'accountPhone.saved.title': 'Seu número de telefone foi salvo',
    'accountPhone.saved.text': '{phoneNumber} agora é seu número de telefone.',
    'accountPhone.saved.approved': 'Aprovado com sua verificação em duas etapas.',
    'accountPhone.saved.back': 'Voltar para seus números de telefone',
    'stepUp.title': 'Confirme que é você',
    'stepUp.text': 'Para sua segurança, aprove esta ação com sua verificação em duas etapas.',
    'stepUp.close': 'Fechar',
    'stepUp.approving': 'Você está aprovando',
    'stepUp.payee': 'Para {payee}',
    'coolOff.title': 'Esta ação está pausada por enquanto',
    'coolOff.message':
      'Para sua segurança, esta ação fica indisponível por um tempo após alterações recentes na sua conta. Tente novamente mais tarde.',
    'coolOff.confirm': 'Entendi',
    'offline.waiting': 'Você está offline. Vamos continuar assim que você voltar a ficar online.',
    ...attemptLimit,
    ...code,
    ...password,
    ...mandatoryResetPassword,
    ...phoneGuess,
    ...emailVerification,
    ...emailCheckpoint,
    ...profiler,
    ...push,
    ...passkey,
    ...faceMatch,
    ...selfieWithId,
    ...changePhoneNumber,
    ...updatePhoneNumber,
  },
};

export default locale;
