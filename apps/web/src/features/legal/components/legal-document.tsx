import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** A static legal text: title, last-updated date and numbered sections. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  const { t } = useOwnerT();
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, md: 5 } }}>
        <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {t('Last updated: {{lastUpdated}}', { lastUpdated })}
        </Typography>
        <Typography sx={{ mb: 2 }}>{intro}</Typography>
        {sections.map((section, index) => (
          <Box component="section" key={section.heading} sx={{ mt: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {index + 1}. {t(section.heading)}
            </Typography>
            {section.paragraphs?.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {section.bullets ? (
              <Box component="ul" sx={{ mt: 0, pl: 3 }}>
                {section.bullets.map((bullet) => (
                  <Typography component="li" key={bullet} sx={{ mb: 0.5 }}>
                    {bullet}
                  </Typography>
                ))}
              </Box>
            ) : null}
          </Box>
        ))}
      </Paper>
    </Container>
  );
}
