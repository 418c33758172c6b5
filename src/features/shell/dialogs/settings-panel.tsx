import * as Switch from '@radix-ui/react-switch';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { message } from '@/lib/message';
import { resetSettings, saveSettings, THEME_PRESETS, updateSettings, useLayoutSettings, type LayoutSettings } from '@/lib/layout-settings';

type Toggle = keyof Pick<LayoutSettings, 'topNav' | 'navIcon' | 'tagsView' | 'fixedHeader' | 'sidebarLogo'>;

const toggles: Array<[Toggle, string]> = [
  ['topNav', '开启 TopNav'],
  ['navIcon', '显示导航图标'],
  ['tagsView', '开启 Tags-Views'],
  ['fixedHeader', '固定 Header'],
  ['sidebarLogo', '显示 Logo'],
];

const sideThemes: Array<[LayoutSettings['sideTheme'], string]> = [
  ['theme-dark', '暗色侧边栏'],
  ['theme-light', '亮色侧边栏'],
];

/** Layout settings (SPEC.md §2): applied at once, kept by 保存配置, forgotten by 重置配置 (which reloads). */
export function SettingsPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const settings = useLayoutSettings();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title="布局设置"
      width={300}
      footer={
        <>
          <Button
            variant="primary"
            className="flex-1"
            onClick={() => {
              saveSettings();
              message.success('保存成功');
              onOpenChange(false);
            }}
          >
            保存配置
          </Button>
          <Button
            className="flex-1"
            onClick={() => {
              resetSettings();
              window.location.reload();
            }}
          >
            重置配置
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-6">
          <fieldset>
            <legend className="mb-2 text-sm text-slate-600">主题风格</legend>
            <div className="flex gap-2">
              {sideThemes.map(([value, label]) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={settings.sideTheme === value}
                  onClick={() => updateSettings({ sideTheme: value })}
                  className={`flex-1 rounded border px-2 py-2 text-xs ${settings.sideTheme === value ? 'border-primary text-primary' : 'border-slate-200 text-slate-600'}`}
                >
                  {label}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm text-slate-600">主题颜色</legend>
            <div className="flex flex-wrap gap-2">
              {THEME_PRESETS.map((color) => (
                <button
                  key={color}
                  type="button"
                  aria-label={`主题颜色 ${color}`}
                  aria-pressed={settings.theme.toLowerCase() === color.toLowerCase()}
                  onClick={() => updateSettings({ theme: color })}
                  className="size-7 rounded ring-offset-2 aria-pressed:ring-2 aria-pressed:ring-slate-400"
                  style={{ backgroundColor: color }}
                />
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-3">
            {toggles.map(([key, label]) => (
              <div key={key} className="flex items-center justify-between text-sm">
                <label htmlFor={`setting-${key}`}>{label}</label>
                <Switch.Root
                  id={`setting-${key}`}
                  checked={settings[key]}
                  onCheckedChange={(checked) => updateSettings({ [key]: checked })}
                  className="relative h-5 w-9 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-primary"
                >
                  <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
                </Switch.Root>
              </div>
            ))}
          </div>
      </div>
    </Drawer>
  );
}
