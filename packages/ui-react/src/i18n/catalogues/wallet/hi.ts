import type { FeatureMessages } from '../../en'

/** Hindi, hi: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'वॉलेट सुरक्षा',
  'walletSecurity.addPasskey': 'पासकी जोड़ें',
  'walletSecurity.passkeyAdded': 'पासकी जोड़ी गई',
  'walletSecurity.passkeyAddedKeepKit':
    'पासकी जोड़ी गई। अपनी रिकवरी किट संभालकर रखें: यह पासकी नए डिवाइस पर वॉलेट नहीं खोल सकती।',
  'walletSecurity.export': 'वॉलेट एक्सपोर्ट करें',
  'walletSecurity.delete': 'वॉलेट हटाएँ',
  'connect.passkey': 'पासकी से लॉग इन करें',
  'error.PASSKEY_FAILED': 'पासकी का उपयोग नहीं हो सका',
  'error.PASSKEY_FAILED.notUsed': 'कोई पासकी इस्तेमाल नहीं हुई',
  'error.PASSKEY_FAILED.unknownPasskey': 'यह पासकी इस वॉलेट के लिए रजिस्टर नहीं है',
  'error.PASSKEY_FAILED.notVerified': 'पासकी सत्यापित नहीं हो सकी',
  'error.PASSKEY_FAILED.alreadyAdded': 'इस डिवाइस पर इस वॉलेट की पासकी पहले से है',
  'farcaster.scan': 'Farcaster से साइन इन करने के लिए अपने फ़ोन से स्कैन करें',
  'farcaster.scanHint': 'कैमरा या Farcaster ऐप इस्तेमाल करें, फिर साइन-इन स्वीकृत करें।',
  'farcaster.qr': 'Farcaster साइन-इन QR कोड',
  'farcaster.open': 'Farcaster खोलें',
  'farcaster.loading': 'Farcaster साइन-इन तैयार हो रहा है',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Farcaster हस्ताक्षर सत्यापित नहीं हो सका',
  'error.FRESH_LOGIN_REQUIRED': 'आपकी सुरक्षा के लिए, जारी रखने के लिए फिर से लॉग इन करें।',
} satisfies Partial<FeatureMessages<'wallet'>>
