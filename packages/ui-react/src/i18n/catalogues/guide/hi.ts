import type { FeatureMessages } from '../../en'

/** Hindi, hi: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'वॉलेट आपकी क्रिप्टो रखता है और आपको ऐसे ऐप में बिना पासवर्ड साइन इन करने देता है।',
  'guide.keys': 'इसकी कुंजियाँ सिर्फ़ आपके पास हैं: आपकी मंज़ूरी के बिना कुछ नहीं हिलता।',
  'guide.start': 'कैटलॉग से एक चुनें, इंस्टॉल करें, फिर कनेक्ट करने के लिए लौटें।',
  'guide.browse': 'वॉलेट देखें',
  'guide.email': 'अभी वॉलेट नहीं है? अपने ई-मेल से जारी रखें, हम आपके लिए एक बना देंगे।',
} satisfies Partial<FeatureMessages<'guide'>>
