/** /settings: the settings feature's screen with the layout's language and theme controls. */
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { LanguageControl } from '../layout/language-control';
import { ThemeToggle } from '../layout/theme-toggle';

export default function Screen() {
  return <SettingsScreen languageControl={<LanguageControl />} themeControl={<ThemeToggle showLabel />} />;
}
