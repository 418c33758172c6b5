import { useGetCopyrightInfo } from '@/api/generated/endpoints/auth/auth';

const FALLBACK_COPYRIGHT = `Copyright © ${new Date().getFullYear()} 商户管理系统`;

const links = [
  ['官网', 'https://www.crmeb.com'],
  ['社区', 'https://www.crmeb.com/ask'],
  ['文档', 'https://doc.crmeb.com'],
] as const;

/** Company copyright from the server (a whole copyright line as it is); the fallback text when the call fails. */
export function Footer() {
  const copyright = useGetCopyrightInfo(undefined, { query: { staleTime: Infinity } });
  const company = copyright.data?.companyName;
  return (
    <footer className="flex flex-col items-center gap-1 py-4 text-xs text-slate-600">
      <div className="flex gap-4">
        {links.map(([label, href]) => (
          <a key={label} href={href} target="_blank" rel="noopener noreferrer" className="hover:text-primary">
            {label}
          </a>
        ))}
      </div>
      <p data-testid="copyright">{company ? (company.includes('©') ? company : `Copyright © ${company}`) : FALLBACK_COPYRIGHT}</p>
    </footer>
  );
}
